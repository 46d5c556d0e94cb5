// The API client of the server renderer: the app's endpoints over the mall's own server in process (the
// server passes a transport: Fastify's inject), so a server-rendered page asks the API exactly as the
// browser would, through the same paths, checks and language, without a network hop.
import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';

export interface TransportRequest {
  method: string;
  /** Path and query, e.g. `/api/prod/prodInfo?prodId=1`. */
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface TransportReply {
  status: number;
  /** The raw text the server sent. */
  body: string;
  contentType?: string;
}

export type PageTransport = (request: TransportRequest) => Promise<TransportReply>;

/**
 * An axios adapter over a transport: settles like axios's own (2xx resolves, anything else rejects);
 * axios then applies the client's response transforms, as for its own adapters.
 */
export function transportAdapter(transport: PageTransport): AxiosAdapter {
  return async (config) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
      if (typeof value === 'string') headers[name.toLowerCase()] = value;
    }
    const url = axios.getUri(config);
    const reply = await transport({
      method: (config.method ?? 'get').toUpperCase(),
      url,
      headers,
      ...(typeof config.data === 'string' ? { body: config.data } : {}),
    });
    const responseHeaders = new AxiosHeaders();
    if (reply.contentType) responseHeaders.set('content-type', reply.contentType);
    const response: AxiosResponse = {
      data: reply.body,
      status: reply.status,
      statusText: String(reply.status),
      headers: responseHeaders,
      config,
      request: {},
    };
    const valid = config.validateStatus ? config.validateStatus(reply.status) : reply.status < 300;
    if (valid) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status < 500 ? AxiosError.ERR_BAD_REQUEST : AxiosError.ERR_BAD_RESPONSE,
      config,
      null,
      response,
    );
  };
}
