export { SiteHeader, searchPath, type SiteHeaderProps, type SearchTimers } from './SiteHeader.tsx';
