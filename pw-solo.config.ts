import base from './playwright.config.js'
export default { ...base, webServer: undefined }
