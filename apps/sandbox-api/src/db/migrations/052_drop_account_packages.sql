-- Packages are activities' entitlements (activity_entitlements, kind 'package'): the basket draws uses from them
-- and the account's Packages page reads them, so a use held or booked shows there. This copy is no longer used.
DROP INDEX IF EXISTS account_packages_user;
DROP TABLE IF EXISTS account_packages;
