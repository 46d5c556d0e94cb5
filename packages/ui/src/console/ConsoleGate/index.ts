export { ConsoleGate, type ConsoleGateAccess, type ConsoleGateProps } from './ConsoleGate.tsx';
