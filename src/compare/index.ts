// The compare code, one chunk: a quiz page opened from a compare link and a results view both load
// this module, so what they share (the link's encoding, the compare strings) stays out of the
// chunk every page loads.
export { readFriendLink, type FriendLink } from './friend-link';
export { default as CompareWithFriend, type CompareWithFriendProps } from './CompareWithFriend';
