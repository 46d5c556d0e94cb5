// The platform console's site configuration (issue 18 item 2, decisions/0082; docs/api.md "Platform
// API"; shapes in domain's contract/platformSite.ts): the stored fields of spec section 3, their save
// (whole), and the upload of the logo or favicon. The client given must carry the platform token.
import type { AxiosInstance } from 'axios';
import type { PcWebConfig, PlatformWebConfigParam } from '@mall/domain';
import { getQuery } from '../endpoint.ts';

export type { PlatformWebConfigParam } from '@mall/domain';

/** The site configuration as stored (every platform role). */
export const getPlatformWebConfig = getQuery<void, PcWebConfig>('/platform/webConfig');

/** Saves the site configuration whole (admin, operator); the storefront shows it at once. */
export async function savePlatformWebConfig(
  http: AxiosInstance,
  body: PlatformWebConfigParam,
): Promise<boolean> {
  return (await http.put<boolean>('/platform/webConfig', body)).data;
}

/** Uploads the logo or the favicon (JPEG, PNG, WebP or GIF, at most 2 MB); answers its URL. */
export async function uploadPlatformImage(http: AxiosInstance, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await http.post<string>('/platform/file/upload', form)).data;
}
