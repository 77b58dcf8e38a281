// One log line per request. Fastify writes two at `info`, "incoming request" when a request
// arrives and "request completed" when its reply is sent; each line cost a small request about
// 4 µs of its CPU (docs/deployment.md "What a request costs"). Here the closing line carries
// what the opening one said (the method and the route's pattern, by the same serializer) beside
// the status and the time, so the log holds the same facts in one line; "incoming request" is
// kept at `debug`, for when a request that never ends is to be found.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    // Below the logger's level, pino's debug is a function that does nothing.
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** The app's request logging (Fastify's `logController` option). */
export const requestLog = (): LogController => new OneLinePerRequest();
