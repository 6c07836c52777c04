-- A progress database made by ui/progress.py as of commit 35d2127 (before the rule
-- tables of issue 12): one learner's answers over three days, a Learn step and a deal.
-- Written with sqlite3's iterdump; tests/app/test_review.py migrates it.
BEGIN TRANSACTION;
CREATE TABLE answers (
    learner TEXT NOT NULL, game TEXT NOT NULL, variant TEXT NOT NULL, question TEXT NOT NULL,
    kind TEXT NOT NULL, correct INTEGER NOT NULL, at REAL NOT NULL);
INSERT INTO "answers" VALUES('olderlearner2345','loo','foster1897','q_cannot_head','legal_cards',0,1763600400.0);
INSERT INTO "answers" VALUES('olderlearner2345','loo','foster1897','q_cannot_head','legal_cards',1,1763643600.0);
INSERT INTO "answers" VALUES('olderlearner2345','loo','foster1897','practice-legal_cards-11','legal_cards',1,1763686800.0);
INSERT INTO "answers" VALUES('olderlearner2345','sixty_six','seed','practice-trick_winner-5','trick_winner',1,1763730000.0);
INSERT INTO "answers" VALUES('olderlearner2345','loo','foster1897','q_gone_from_the_lesson','legal_cards',1,1763773200.0);
INSERT INTO "answers" VALUES('olderlearner2345','no_such_game','x','q1','legal_cards',0,1763816400.0);
CREATE TABLE deals (
    learner TEXT NOT NULL, game TEXT NOT NULL, variant TEXT NOT NULL, net INTEGER NOT NULL,
    tricks INTEGER NOT NULL, at REAL NOT NULL);
INSERT INTO "deals" VALUES('olderlearner2345','loo','foster1897',3,1,1763596800.0);
CREATE TABLE learn_done (
    learner TEXT NOT NULL, game TEXT NOT NULL, step TEXT NOT NULL, stars INTEGER NOT NULL,
    tries INTEGER NOT NULL, at REAL NOT NULL, PRIMARY KEY (learner, game, step));
CREATE TABLE learn_place (
    learner TEXT NOT NULL, game TEXT NOT NULL, step TEXT NOT NULL, at REAL NOT NULL,
    PRIMARY KEY (learner, game));
CREATE TABLE learners (
    code TEXT PRIMARY KEY, name TEXT NOT NULL, name_key TEXT NOT NULL UNIQUE, at REAL NOT NULL);
CREATE TABLE saved_tables (
    learner TEXT NOT NULL, game TEXT NOT NULL, data TEXT NOT NULL, at REAL NOT NULL,
    PRIMARY KEY (learner, game));
CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
INSERT INTO "settings" VALUES('local_learner','olderlearner2345');
CREATE TABLE steps (
    learner TEXT NOT NULL, game TEXT NOT NULL, step TEXT NOT NULL, at REAL NOT NULL,
    PRIMARY KEY (learner, game, step));
INSERT INTO "steps" VALUES('olderlearner2345','loo','deal',1763596800.0);
CREATE INDEX answers_by_learner ON answers (learner, game, kind, at);
COMMIT;
