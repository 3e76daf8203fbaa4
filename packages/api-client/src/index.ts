export {
  createHttpClient,
  loginPath,
  type HttpClient,
  type HttpClientOptions,
  type HttpRequest,
  type HttpResponse,
} from './httpClient.ts';
export { HttpError, isCancelledRequest, isHttpError, isNoAnswer, type HttpFailure } from './httpError.ts';
export { toApiError, isApiError, type ApiError } from './apiError.ts';
export { camelizeFieldPath, camelizeValidationMessages, fromWire, toWire } from './wireCasing.ts';
export { callEndpoint, sendEndpointRequest, type CallControl } from './callEndpoint.ts';
export type { CallArgs, EndpointCall } from './endpointCall.ts';
export { checkFileForUpload, type CheckedFile, type FileUpload, type FileUploadRules } from './fileUpload.ts';
export { httpBaseQuery, type ApiCallOptions, type ApiClientExtra, type ApiResultMeta } from './rtk/httpBaseQuery.ts';
export { endpointQuery, type QueryArgOf } from './rtk/endpointQuery.ts';
export { baseApi } from './rtk/baseApi.ts';
export { apiTagTypes, itemTags, LIST, listTag, listTags, type ApiTag, type ApiTagType } from './rtk/tags.ts';
export { isApiUnreachable, subscribeToConnection } from './rtk/connection.ts';
export { KEPT_COPY_HEADER } from './keptCopyHeader.ts';
