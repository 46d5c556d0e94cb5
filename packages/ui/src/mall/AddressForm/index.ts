export { AddressForm, type AddressFormProps, type AddressFormValues } from './AddressForm.tsx';
export { RegionPicker, type RegionPickerProps, type RegionValue } from './RegionPicker.tsx';
