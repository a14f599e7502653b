/**
 * Chat (server/chat, range 41520–41539): codes of our own.
 */
export const chatJobSwitchUnconfirmed = 41520;
export const chatNeedsBothReplies = 41521;
export const phoneExchangeClosed = 41522;
export const phoneMissing = 41523;
export const chatJobNotAllowed = 41524;
