/** One visitor message as every assistant receives it. */
export type ChatTurn = {
  message: string;
  sessionId: string;
  pageUrl?: string;
  timestamp?: string | number;
  now: Date;
};

/** An assistant: answers one turn with text, or throws when it cannot. */
export type ChatProvider = (turn: ChatTurn) => Promise<string>;
