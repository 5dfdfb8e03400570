import { koaBody } from 'koa-body';

/** Parses a JSON body up to `limit` (1 MB unless an upload call asks for more); nothing else is accepted. */
export function jsonBody(limit = '1mb') {
  return koaBody({
    json: true,
    jsonStrict: true,
    jsonLimit: limit,
    urlencoded: false,
    text: false,
    multipart: false,
  });
}
