-- A programme's icon, a name of the front ends' icon set (docs/decisions/0020-imagery-from-the-api.md), shown on
-- its classes in the finder and on the class page.
ALTER TABLE lesson_programmes ADD COLUMN icon TEXT NOT NULL DEFAULT 'waves';
