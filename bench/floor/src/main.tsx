import { mountFloor } from './Floor.js'

mountFloor()
