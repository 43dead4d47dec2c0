export { addOrigin } from './addOrigin.js'
export { type AddProjectParameters, addProject } from './addProject.js'

export { setFeature } from './setFeature.js'
export { setName } from './setName.js'
