// Verify 核查 and re-verify 复核 groups of oa accounts. Context: VerifyGroupContext ({ db }).
export { verifyGroupModule, type VerifyGroupContext } from './verify-group.module.ts';
export { verifyGroup, verifyGroupMember, verifyGroupOrg } from './verify-group.table.ts';
