export {
  ActivityEditFrame,
  ActivityListFrame,
  ActivityRowActions,
  ActivityStatusSelect,
  ActivityStatusTag,
  canEdit,
  canStop,
  Figure,
  StopDialog,
  useStopDialog,
  windowColumn,
  type ActivityEditFrameProps,
  type ActivityListFrameProps,
  type ActivityListQuery,
  type ActivityListTexts,
  type ActivityRowFacts,
  type ActivityState,
} from './ActivityKit.tsx';
export { ActivityEditForm, type ActivityEditFormProps } from './ActivityEditForm.tsx';
export { ProductPicks, withChosen } from './ProductPicks.tsx';
export * from './activityForm.ts';
export {
  PromoEditForm,
  usePromoSubmit,
  useProdIds,
  WindowFields,
  type PromoEditFormProps,
} from './PromoEditForm.tsx';
