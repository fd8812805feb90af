import { ServerClient } from 'postmark';
import { mailAddresses, postmarkSettings } from './env.ts';

export interface Email {
  to: string;
  subject: string;
  text: string;
  replyTo?: string | undefined;
  /** Postmark tag, to find messages of one kind in its activity log. */
  tag: string;
}

/** Retries of a message that Postmark could not take (network errors, 429, 5xx); never a 4xx. */
export const MAIL_RETRIES = 2;
const RETRY_DELAY_MS = 300;
/** Seconds; a visitor is waiting for the answer. */
const MAIL_TIMEOUT_SECONDS = 10;

/** The SDK's own signal, if any, ending at the deadline too. */
function bounded(signal: AbortSignal | null | undefined, timeLeft: number): AbortSignal | null | undefined {
  if (timeLeft === Infinity) return signal;
  const atDeadline = AbortSignal.timeout(Math.max(0, timeLeft));
  return signal ? AbortSignal.any([signal, atDeadline]) : atDeadline;
}

/**
 * The Postmark SDK has no retry setting; it takes the fetch it sends with, so the retries live in
 * that fetch. With a deadline (epoch ms), an attempt gets only the time left and no retry starts
 * that could not end in time.
 */
function retryingFetch(retries: number, deadline?: number): typeof fetch {
  const timeLeft = () => (deadline === undefined ? Infinity : deadline - Date.now());
  return async (input, init) => {
    for (let attempt = 0; ; attempt++) {
      const wait = RETRY_DELAY_MS * 2 ** attempt;
      const mayRetry = attempt < retries && wait < timeLeft();
      try {
        const response = await fetch(input, { ...init, signal: bounded(init?.signal, timeLeft()) });
        if ((response.status === 429 || response.status >= 500) && mayRetry) {
          await response.body?.cancel();
        } else {
          return response;
        }
      } catch (error) {
        if (!mayRetry) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };
}

function client(deadline: number | undefined): ServerClient {
  const { token, apiUrl } = postmarkSettings();
  const url = new URL(apiUrl);
  return new ServerClient(token, {
    useHttps: url.protocol === 'https:',
    requestHost: url.host,
    timeout: MAIL_TIMEOUT_SECONDS,
    fetch: retryingFetch(MAIL_RETRIES, deadline),
  });
}

/** Sends one transactional email, over by `deadline` (epoch ms) when given; throws when Postmark did not accept it. */
export async function sendEmail(email: Email, deadline?: number): Promise<void> {
  const { from } = mailAddresses();
  await client(deadline).sendEmail({
    From: from,
    To: email.to,
    Subject: email.subject,
    TextBody: email.text,
    ReplyTo: email.replyTo,
    Tag: email.tag,
    MessageStream: 'outbound',
  });
}
