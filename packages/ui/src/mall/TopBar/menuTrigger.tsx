// What the member menu's trigger looks like, shared by its stand-in (TopBar.tsx) and the loaded menu
// (UserMenu.tsx), so that nothing moves when one replaces the other.

export const userMenuTriggerClass =
  'flex h-full max-w-40 cursor-pointer items-center gap-0.5 text-neutral-800 hover:text-brand-hover data-[state=open]:text-brand-hover';

export function ChevronIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5 shrink-0">
      <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}
