// The merchant's products (docs/api.md "Merchant products", issue 17 item 3; shapes in domain's
// contract/merchantProduct.ts): the shop's list and one product's editing form (queries with SWR keys),
// create, edit (each kept SKU with the `expectedStocks` its form was loaded with: a stock that changed
// meanwhile refuses the edit, "reload"), on/off sale, and the upload of the store's pictures (multipart
// field `file`, images only, 2 MB), whose URLs the form then sends. The client given must carry the
// merchant token. The category picker reads the public tree (`getCategories`, endpoints/catalog.ts).
import type { AxiosInstance } from 'axios';
import type {
  MerchantProdDetail,
  MerchantProdPage,
  MerchantProdParam,
  MerchantProdQuery,
  MerchantProdStatusParam,
  MerchantProdUpdateParam,
} from '@mall/domain';
import { getQuery } from '../endpoint.ts';
import { params } from './types.ts';

export type {
  MerchantProdDetail,
  MerchantProdPage,
  MerchantProdParam,
  MerchantProdQuery,
  MerchantProdRow,
  MerchantProdStatusParam,
  MerchantProdUpdateParam,
  MerchantSkuParam,
} from '@mall/domain';

/** The shop's products, last changed first (`status` -1 all, 0 off sale, 1 on sale). */
export const getMerchantProducts = getQuery<MerchantProdQuery, MerchantProdPage>(
  '/merchant/prod/page',
  (query) => params(query),
);

/** One of the shop's products as its editing form needs it (every SKU, off-sale ones included). */
export const getMerchantProduct = getQuery<number, MerchantProdDetail>('/merchant/prod/info', (prodId) => ({
  prodId,
}));

/** Creates a product of the shop; answers its id. */
export async function createMerchantProduct(http: AxiosInstance, body: MerchantProdParam): Promise<number> {
  return (await http.post<number>('/merchant/prod', body)).data;
}

/** Edits one of the shop's products as a whole (a SKU left out goes off sale). */
export async function updateMerchantProduct(
  http: AxiosInstance,
  body: MerchantProdUpdateParam,
): Promise<boolean> {
  return (await http.put<boolean>('/merchant/prod', body)).data;
}

/** Puts one of the shop's products on sale (1) or off sale (0). */
export async function setMerchantProductStatus(
  http: AxiosInstance,
  body: MerchantProdStatusParam,
): Promise<boolean> {
  return (await http.put<boolean>('/merchant/prod/status', body)).data;
}

/** Uploads one picture of the store's products (POST /merchant/file/upload); answers its URL. */
export async function uploadMerchantImage(http: AxiosInstance, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await http.post<string>('/merchant/file/upload', form)).data;
}
