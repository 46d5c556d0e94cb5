// A bordered white panel that holds one state of a screen in an AllStates story's grid.
import type { ReactNode } from 'react';

export function StatePanel({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={`overflow-hidden rounded border border-neutral-200 bg-neutral-0 ${className ?? ''}`}>
      {children}
    </div>
  );
}
