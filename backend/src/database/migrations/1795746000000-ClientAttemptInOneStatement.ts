import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A client's attempt counted in one statement: the lock, the count and the record run in the
 * database in one round trip, so that a burst from one client, which takes its turns one after
 * the other, waits a round trip per attempt rather than five. Each statement of the function
 * reads what was committed when it starts, so the count sees every earlier holder's record.
 */
export class ClientAttemptInOneStatement1795746000000 implements MigrationInterface {
  name = 'ClientAttemptInOneStatement1795746000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION record_client_attempt(lock_space integer, lock_key integer, attempt_purpose varchar,
                                            attempt_client_hash varchar, window_seconds double precision,
                                            attempt_limit integer)
      RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
      BEGIN
        PERFORM pg_advisory_xact_lock(lock_space, lock_key);
        IF (SELECT count(*) FROM client_attempts
             WHERE purpose = attempt_purpose AND client_hash = attempt_client_hash
               AND created_at > now() - make_interval(secs => window_seconds)) >= attempt_limit THEN
          RETURN false;
        END IF;
        INSERT INTO client_attempts (purpose, client_hash) VALUES (attempt_purpose, attempt_client_hash);
        RETURN true;
      END
      $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'DROP FUNCTION record_client_attempt(integer, integer, varchar, varchar, double precision, integer)',
    );
  }
}
