import { ServerClient } from 'postmark';
import { fetchWithRetry } from '../../lib/retry.ts';
import { mailFrom, postmarkSettings } from '../env.ts';

export interface Email {
  to: string;
  subject: string;
  text: string;
  replyTo?: string | undefined;
  /** Postmark tag, to find messages of one kind in its activity log. */
  tag: string;
}

/** Retries of a message that Postmark could not take (network errors, 429, 5xx); never a 4xx. */
const MAIL_RETRIES = 2;
const RETRY_DELAY_MS = 300;
/** Seconds; a visitor is waiting for the answer. */
const MAIL_TIMEOUT_SECONDS = 10;

/**
 * The Postmark SDK has no retry setting; it takes the fetch it sends with, so the retries live in
 * that fetch. With a deadline (epoch ms), an attempt gets only the time left and no retry starts
 * that could not end in time.
 */
function retryingFetch(retries: number, deadline?: number): typeof fetch {
  return (input, init) =>
    fetchWithRetry(input, init, {
      retries,
      delayMs: RETRY_DELAY_MS,
      deadline,
      retryStatus: (status) => status === 429 || status >= 500,
      retryNetworkErrors: true,
    });
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
  await client(deadline).sendEmail({
    From: mailFrom(),
    To: email.to,
    Subject: email.subject,
    TextBody: email.text,
    ReplyTo: email.replyTo,
    Tag: email.tag,
    MessageStream: 'outbound',
  });
}
