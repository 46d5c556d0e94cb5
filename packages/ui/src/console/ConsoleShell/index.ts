export { ConsoleShell, type ConsoleShellProps, type ConsoleMenuItem } from './ConsoleShell.tsx';
