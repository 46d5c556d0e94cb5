export {
  ActivityEditForm,
  ActivityListFrame,
  ActivityRowActions,
  ActivityStatusTag,
  Figure,
  type ActivityEditFormProps,
  type ActivityListQuery,
} from './ActivityKit.tsx';
export * from './activityForm.ts';
