export { AddressBookScreen, type AddressBookScreenProps } from './AddressBookScreen.tsx';
