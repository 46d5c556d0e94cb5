export * from './cookie.ts';
export * from './events.ts';
export * from './submitGuard.ts';
export * from './password.ts';
export * from './login.ts';
export * from './channel.ts';
