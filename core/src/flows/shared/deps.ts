/** Types the login flows share. */

/** Whether a passwordless or OAuth flow logs in or links an account to the current user. */
export type FlowMode = 'login' | 'link'
