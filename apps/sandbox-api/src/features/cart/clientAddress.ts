// The client's address is server plumbing (src/http), which the cart's hold limits count by (decision 0312).
export { clientAddress } from '../../http/clientAddress.ts';
