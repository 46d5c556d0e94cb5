// Image upload (docs/api.md "Address book, regions and images"): refund vouchers and review pictures.
import type { AxiosInstance } from 'axios';

/** Uploads one image (POST /p/file/upload, multipart field `file`); answers its URL. */
export async function uploadImage(http: AxiosInstance, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await http.post<string>('/p/file/upload', form)).data;
}
