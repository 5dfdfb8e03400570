/** A webpack loader that turns a file into an empty module (stylesheets in a server build). */
module.exports = () => 'export {};';
