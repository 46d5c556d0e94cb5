export { GroupBuyPanel, type GroupBuyChoice, type GroupBuyPanelProps } from './GroupBuyPanel.tsx';
export { MemberAvatar, seatsLeft } from './avatar.tsx';
