export { GroupBuyPanel, type GroupBuyChoice, type GroupBuyPanelProps } from './GroupBuyPanel.tsx';
export { useHydrated } from './useHydrated.ts';
export { MemberAvatar, seatsLeft } from './avatar.tsx';
