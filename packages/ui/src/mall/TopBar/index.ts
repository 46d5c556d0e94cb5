export { TopBar, topBarPaths, type TopBarProps, type TopBarTarget, type TopBarUser } from './TopBar.tsx';
