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

/**
 * The Postmark SDK has no retry setting; it takes the fetch it sends with, so the retries live in
 * that fetch.
 */
function retryingFetch(retries: number): typeof fetch {
  return async (input, init) => {
    for (let attempt = 0; ; attempt++) {
      try {
        const response = await fetch(input, init);
        if ((response.status === 429 || response.status >= 500) && attempt < retries) {
          await response.body?.cancel();
        } else {
          return response;
        }
      } catch (error) {
        if (attempt >= retries) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * 2 ** attempt));
    }
  };
}

function client(): ServerClient {
  const { token, apiUrl } = postmarkSettings();
  const url = new URL(apiUrl);
  return new ServerClient(token, {
    useHttps: url.protocol === 'https:',
    requestHost: url.host,
    timeout: MAIL_TIMEOUT_SECONDS,
    fetch: retryingFetch(MAIL_RETRIES),
  });
}

/** Sends one transactional email; throws when Postmark did not accept it. */
export async function sendEmail(email: Email): Promise<void> {
  const { from } = mailAddresses();
  await client().sendEmail({
    From: from,
    To: email.to,
    Subject: email.subject,
    TextBody: email.text,
    ReplyTo: email.replyTo,
    Tag: email.tag,
    MessageStream: 'outbound',
  });
}
