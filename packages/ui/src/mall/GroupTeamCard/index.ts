export { GroupTeamCard, type GroupTeamCardProps } from './GroupTeamCard.tsx';
