// Everything of the SDK, and the loopback sign-in, which needs Node's http server.
export * from './index.js';
export { CALLBACK_PATH, connectWithLoopback, type LoopbackOptions } from './loopback.js';
export { registerCommand, registerUsage } from './register-command.js';
