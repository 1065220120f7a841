-- Issue 32 item 5: a statement's withdrawal is evidence like the statement itself: append-only,
-- with the same refusal as the statements (0026) and the matching log (0029).
CREATE TRIGGER bank_statement_withdrawals_append_only BEFORE UPDATE OR DELETE ON bank_statement_withdrawals
  FOR EACH ROW EXECUTE FUNCTION bank_statements_refuse_change();
--> statement-breakpoint
CREATE TRIGGER bank_statement_withdrawals_no_truncate BEFORE TRUNCATE ON bank_statement_withdrawals
  FOR EACH STATEMENT EXECUTE FUNCTION bank_statements_refuse_change();
