export { SiteConfigScreen, type SiteConfigRequest, type SiteConfigScreenProps } from './SiteConfigScreen.tsx';
