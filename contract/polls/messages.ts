/**
 * The sentences of polls and ballots (issue 36). Spread into `messages` (messages.ts) like the
 * other rooms', so there is one to use.
 */
export const pollMessages = {
  pollsFetchFailed: 'Failed to load polls. Please try again later.',
  pollNotFound: 'Poll not found',
  pollSaveFailed: 'Failed to save the poll. Please try again.',
  pollCloseFailed: 'Failed to close the poll. Please try again.',
  voteFailed: 'Your vote was not recorded. Please try again.',
  proxyFailed: 'Failed to give your proxy. Please try again.',
  paperVoteFailed: 'Failed to record the paper vote. Please try again.',
  pollResultsFailed: 'Failed to load the results. Please try again later.',
  pollQuestionRequired: 'Question is required',
  pollOptionsCount: 'A poll has between 2 and 20 options',
  pollOptionRequired: 'Every option needs a label',
  pollOptionsDistinct: 'Two options have the same label',
  pollMaxChoices: 'Most choices must be between 1 and the number of options',
  pollPercentRange: 'A percentage must be a whole number from 0 to 100',
  pollPassRange: 'The pass mark must be a whole number from 1 to 100',
  pollProxyLimit: 'Proxies per holder must be a whole number from 0 to 10',
  pollOverdueDays: 'Days overdue must be a whole number from 1 to 365',
  pollDuesNotKept:
    'No dues are kept in Gatehouse here yet, so no flat can be overdue: leave the dues rule off.',
  /** The rule as the ballot states it. */
  duesRule: (days: number) =>
    `Flats more than ${days} days overdue on maintenance cannot vote in this poll.`,
  voteBarredByDues: (overdue: number, days: number) =>
    `Your flat is ${overdue} days overdue on maintenance: flats more than ${days} days overdue cannot vote in this poll.`,
  flatBarredByDues: (apartment: string, overdue: number, days: number) =>
    `Flat ${apartment} is ${overdue} days overdue on maintenance: flats more than ${days} days overdue cannot vote in this poll.`,
  proxyFlatBarred: (apartment: string) =>
    `Flat ${apartment} cannot vote in this poll, so its proxy cannot be used.`,
  pollTimesOrder: 'The poll must close after it opens',
  pollCloseReasonRequired: 'Say why the poll is closed early',
  pollAlreadyOpen: 'This poll has opened: it can no longer be changed.',
  pollAlreadyClosed: 'This poll is already closed.',
  pollNotOpenYet: (opens: string) => `The poll opens at ${opens}.`,
  pollClosed: (closed: string) => `The poll closed at ${closed}.`,
  choicesRequired: 'Choose at least one option',
  choiceNotOnBallot: 'One of the choices is not on this ballot',
  choicesTooMany: (most: number) =>
    most === 1 ? 'Choose only one option' : `Choose at most ${most} options`,
  choicesRepeated: 'An option was chosen twice',
  voteNotEligible: 'Your flat is not on the roll for this poll.',
  ownersOnlyVote:
    "Only the flat's owner can vote in this poll: the register does not mark you as an owner.",
  ownersNotMarked:
    'No one in the register is marked as an owner: mark owners on Residents before an owners-only poll.',
  /** Under "Who votes" while no owner is marked. */
  ownersNotMarkedHint:
    'Owners only: Mark owners on Residents first (User Management: edit a resident, tick Owner).',
  voteFinal: 'Your flat has voted, and votes on this poll are final.',
  votedOnPaper: 'Your flat voted on paper at the meeting.',
  votedByProxy: (holder: string) => `Your flat gave its vote to ${holder} by proxy.`,
  notProxyHolder: (apartment: string) => `You do not hold the proxy of ${apartment}.`,
  proxyToSelf: 'A flat cannot give its proxy to itself.',
  proxyChain: 'A proxy cannot be passed on: that flat has given its own vote by proxy.',
  proxyHolderGave: 'Your flat holds proxies for this poll, so it cannot give its own away.',
  proxyHolderFull: (apartment: string, most: number) =>
    `${apartment} already holds ${most} ${most === 1 ? 'proxy' : 'proxies'}, the most allowed.`,
  proxyAfterVote: 'Your flat has already voted: it can no longer give a proxy.',
  proxyNotAllowed: 'This poll takes no proxies.',
  proxyGiven: (holder: string) => `Your vote goes to ${holder} by proxy.`,
  proxyHolderUnknown: 'No one lives in that flat.',
  paperAfterOnline: 'This flat has already voted online.',
  flatNotOnRoll: 'No active resident lives in this flat: it is not on the roll.',
  flatHasNoOwner: 'No owner of this flat is marked in the register: it is not on the roll.',
  paperFlatsOnly: 'Paper votes are taken on polls of one vote per flat.',
  proxyOwnersOnly: "Only the flat's owner can give its proxy in this poll.",
  resultsNotYet: 'Results are shown when the poll closes.',
  bulletinNotYet: 'The bulletin is published when the poll closes.',
  voteRecorded: 'Your vote is recorded.',
  agmNotFound: 'Meeting not found',
  agmTitleRequired: 'Title is required',
  agmSaveFailed: 'Failed to save the meeting. Please try again.',
  agmsFetchFailed: 'Failed to load meetings. Please try again later.',
  attendanceFailed: 'Failed to mark attendance. Please try again.',
} as const;
