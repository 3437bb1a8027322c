/** One visitor message as every assistant receives it. */
export type ChatTurn = {
  message: string;
  sessionId: string;
  /** The visitor's address, for the limits on what one visitor may book; never sent to an outside service. */
  clientIp: string;
  pageUrl?: string;
  timestamp?: string | number;
  now: Date;
};

/** An assistant: answers one turn with text, or throws when it cannot. */
export type ChatProvider = (turn: ChatTurn) => Promise<string>;
