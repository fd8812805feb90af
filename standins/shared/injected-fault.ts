/**
 * Every failure a stand-in was told to produce says so in its message, so that a log line about it
 * can be told apart from a real defect (the tests' server prints such lines short, as expected).
 */
export const INJECTED_FAULT = 'Injected fault';
