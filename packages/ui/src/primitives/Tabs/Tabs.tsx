import { createContext, forwardRef, useContext, type ComponentPropsWithoutRef } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';

type TabsVariant = 'line' | 'card';
const TabsVariantContext = createContext<TabsVariant>('line');

export const tabsListVariants = cva('flex items-stretch', {
  variants: {
    variant: {
      line: 'gap-6 overflow-x-auto border-b border-neutral-200',
      card: 'w-fit max-w-full gap-1 overflow-x-auto rounded-md bg-neutral-100 p-1',
    },
    stretch: { true: 'w-full *:flex-1', false: '' },
  },
  defaultVariants: { variant: 'line', stretch: false },
});

export const tabsTriggerVariants = cva(
  'group relative inline-flex cursor-pointer items-center justify-center gap-1.5 whitespace-nowrap text-base transition-colors select-none disabled:cursor-not-allowed disabled:opacity-50',
  {
    variants: {
      variant: {
        // The mall's underline: brand red text and a 2px brand bar under the active tab.
        line: 'h-11 px-1 text-neutral-700 hover:text-brand after:absolute after:inset-x-0 after:bottom-0 after:h-0.5 after:rounded-full after:bg-transparent data-[state=active]:font-medium data-[state=active]:text-brand data-[state=active]:after:bg-brand disabled:hover:text-neutral-700',
        card: 'h-9 rounded px-4 text-neutral-700 hover:text-neutral-900 data-[state=active]:bg-neutral-0 data-[state=active]:font-medium data-[state=active]:text-neutral-900 data-[state=active]:shadow-sm',
      },
    },
    defaultVariants: { variant: 'line' },
  },
);

export interface TabsProps extends ComponentPropsWithoutRef<typeof TabsPrimitive.Root> {
  /** `line`: the mall's red underline; `card`: segmented tabs on a grey track. */
  variant?: TabsVariant;
}

/**
 * Tabs on radix: controlled (`value` + `onValueChange`) or uncontrolled (`defaultValue`); arrow keys,
 * Home and End move between tabs. Compose with TabsList, TabsTrigger and TabsContent.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { variant = 'line', className, ...props },
  ref,
) {
  return (
    <TabsVariantContext.Provider value={variant}>
      <TabsPrimitive.Root ref={ref} className={cn('flex flex-col gap-3', className)} {...props} />
    </TabsVariantContext.Provider>
  );
});

export interface TabsListProps
  extends
    ComponentPropsWithoutRef<typeof TabsPrimitive.List>,
    Pick<VariantProps<typeof tabsListVariants>, 'stretch'> {}

export const TabsList = forwardRef<HTMLDivElement, TabsListProps>(function TabsList(
  { className, stretch, ...props },
  ref,
) {
  const variant = useContext(TabsVariantContext);
  return (
    <TabsPrimitive.List
      ref={ref}
      className={cn(tabsListVariants({ variant, stretch }), className)}
      {...props}
    />
  );
});

export interface TabsTriggerProps extends ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger> {
  /** A small count badge after the label (e.g. orders pending payment); hidden when undefined. */
  count?: number;
}

export const TabsTrigger = forwardRef<HTMLButtonElement, TabsTriggerProps>(function TabsTrigger(
  { className, count, children, ...props },
  ref,
) {
  const variant = useContext(TabsVariantContext);
  return (
    <TabsPrimitive.Trigger ref={ref} className={cn(tabsTriggerVariants({ variant }), className)} {...props}>
      {children}
      {count !== undefined ? (
        <span className="min-w-5 rounded-full bg-neutral-200 px-1.5 text-center font-num text-xs font-normal text-neutral-600 tabular-nums group-data-[state=active]:bg-brand group-data-[state=active]:text-brand-fg">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </TabsPrimitive.Trigger>
  );
});

export const TabsContent = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof TabsPrimitive.Content>>(
  function TabsContent({ className, ...props }, ref) {
    return (
      <TabsPrimitive.Content
        ref={ref}
        className={cn('focus-visible:outline-offset-4', className)}
        {...props}
      />
    );
  },
);
