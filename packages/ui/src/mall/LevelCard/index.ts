export { LevelCard, type LevelCardProps } from './LevelCard.tsx';
export { LevelRightsList, type LevelRightsListProps } from './LevelRightsList.tsx';
