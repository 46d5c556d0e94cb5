// Image upload (docs/api.md "Address book, regions and images"): refund vouchers and review pictures;
// private images (a store application's documents) through their own route.
import type { AxiosInstance } from 'axios';

/** Uploads one image (POST /p/file/upload, multipart field `file`); answers its URL. */
export async function uploadImage(http: AxiosInstance, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await http.post<string>('/p/file/upload', form)).data;
}

/**
 * Uploads one private image (POST /p/file/uploadPrivate: a store application's licence or ID card);
 * answers its view link, valid for ten minutes, which the form shows and sends back.
 */
export async function uploadPrivateImage(http: AxiosInstance, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await http.post<string>('/p/file/uploadPrivate', form)).data;
}
