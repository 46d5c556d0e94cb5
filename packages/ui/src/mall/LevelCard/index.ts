export { LevelCard, type LevelCardProps } from './LevelCard.tsx';
export { LevelRightsList, type LevelRightsListProps } from './LevelRightsList.tsx';
export { LevelTile, PlanTerms, type LevelTileProps, type PlanTermsProps } from './LevelTile.tsx';
