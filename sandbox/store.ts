import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { ACCOUNT_SEED_MEMBERS } from './member-account.ts';
import { SEED_MEMBERS, type MemberDocument, type MemberStatus } from './seed.ts';

// The sandbox's SQLite store (node:sqlite). Members keep their profile as a JSON document next to
// the columns the provider logic queries; data survives restarts until `--reset`.

export interface StoredMember {
  memberId: string;
  circuitId: string;
  email: string;
  status: MemberStatus;
  failedAttempts: number;
  blocked: boolean;
  mustChangePassword: boolean;
  document: MemberDocument;
}

export interface StoredSession {
  token: string;
  refreshToken: string;
  userSessionId: string;
  memberId: string;
  expiresAt: number;
  refreshExpiresAt: number;
}

export interface SessionLifetimes {
  sessionMs: number;
  refreshMs: number;
}

/** A cheap scrypt cost: the sandbox guards demo data, and load tests sign in repeatedly. */
const SCRYPT_OPTIONS = { N: 1024, r: 8, p: 1 } as const;

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32, SCRYPT_OPTIONS);
  return `${salt.toString('base64url')}.${hash.toString('base64url')}`;
}

function verifyPassword(password: string, stored: string): boolean {
  const [salt, hash] = stored.split('.');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = scryptSync(password, Buffer.from(salt, 'base64url'), expected.length, SCRYPT_OPTIONS);
  return timingSafeEqual(expected, actual);
}

export function newToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

interface MemberRow {
  member_id: string;
  circuit_id: string;
  email: string;
  password_hash: string;
  status: string;
  failed_attempts: number;
  blocked: number;
  must_change_password: number;
  document: string;
}

function toMember(row: MemberRow): StoredMember {
  return {
    memberId: row.member_id,
    circuitId: row.circuit_id,
    email: row.email,
    status: row.status === 'pending' ? 'pending' : 'active',
    failedAttempts: row.failed_attempts,
    blocked: row.blocked === 1,
    mustChangePassword: row.must_change_password === 1,
    document: JSON.parse(row.document) as MemberDocument,
  };
}

export class SandboxStore {
  readonly database: DatabaseSync;

  constructor(dataFile: string, reset: boolean) {
    if (dataFile !== ':memory:') mkdirSync(path.dirname(dataFile), { recursive: true });
    this.database = new DatabaseSync(dataFile);
    this.database.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 2000;');
    if (reset) {
      this.database.exec(
        'DROP TABLE IF EXISTS members; DROP TABLE IF EXISTS sessions; DROP TABLE IF EXISTS reset_codes; DROP TABLE IF EXISTS orders; DROP TABLE IF EXISTS outbox;',
      );
    }
    this.database.exec(`
      CREATE TABLE IF NOT EXISTS members (
        member_id TEXT PRIMARY KEY,
        circuit_id TEXT NOT NULL,
        email TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        status TEXT NOT NULL,
        failed_attempts INTEGER NOT NULL DEFAULT 0,
        blocked INTEGER NOT NULL DEFAULT 0,
        must_change_password INTEGER NOT NULL DEFAULT 0,
        document TEXT NOT NULL
      );
      CREATE UNIQUE INDEX IF NOT EXISTS members_circuit_email ON members (circuit_id, email COLLATE NOCASE);
      CREATE TABLE IF NOT EXISTS sessions (
        token TEXT PRIMARY KEY,
        refresh_token TEXT NOT NULL UNIQUE,
        user_session_id TEXT NOT NULL UNIQUE,
        member_id TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        refresh_expires_at INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS reset_codes (
        code TEXT PRIMARY KEY,
        member_id TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS orders (
        order_id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        member_id TEXT NOT NULL,
        document TEXT NOT NULL,
        confirmed INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE IF NOT EXISTS outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        email TEXT NOT NULL,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
    `);
    const count = this.database.prepare('SELECT COUNT(*) AS count FROM members').get() as { count: number };
    if (count.count === 0) this.seed();
  }

  private seed(): void {
    const insert = this.database.prepare(
      'INSERT INTO members (member_id, circuit_id, email, password_hash, status, blocked, must_change_password, failed_attempts, document) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.database.exec('BEGIN');
    for (const seed of [...SEED_MEMBERS, ...ACCOUNT_SEED_MEMBERS]) {
      insert.run(
        seed.memberId,
        seed.circuitId,
        seed.email,
        hashPassword(seed.password),
        seed.status,
        seed.blocked ? 1 : 0,
        seed.mustChangePassword ? 1 : 0,
        seed.blocked ? 5 : 0,
        JSON.stringify(seed.document),
      );
    }
    this.database.exec('COMMIT');
  }

  close(): void {
    this.database.close();
  }

  memberByEmail(circuitId: string, email: string): StoredMember | undefined {
    const row = this.database
      .prepare('SELECT * FROM members WHERE circuit_id = ? AND email = ? COLLATE NOCASE')
      .get(circuitId, email) as MemberRow | undefined;
    return row ? toMember(row) : undefined;
  }

  memberById(memberId: string): StoredMember | undefined {
    const row = this.database.prepare('SELECT * FROM members WHERE member_id = ?').get(memberId) as
      MemberRow | undefined;
    return row ? toMember(row) : undefined;
  }

  memberHoldingCard(cardCode: string): StoredMember | undefined {
    const rows = this.database.prepare('SELECT * FROM members').all() as unknown as MemberRow[];
    return rows
      .map(toMember)
      .find((member) => member.document.cards.some((card) => card.cardCode === cardCode && card.status === 'ACTIVE'));
  }

  checkPassword(memberId: string, password: string): boolean {
    const row = this.database.prepare('SELECT password_hash FROM members WHERE member_id = ?').get(memberId) as
      { password_hash: string } | undefined;
    return row !== undefined && verifyPassword(password, row.password_hash);
  }

  createMember(
    member: Omit<StoredMember, 'failedAttempts' | 'blocked' | 'mustChangePassword'>,
    password: string,
  ): void {
    this.database
      .prepare(
        'INSERT INTO members (member_id, circuit_id, email, password_hash, status, document) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(
        member.memberId,
        member.circuitId,
        member.email,
        hashPassword(password),
        member.status,
        JSON.stringify(member.document),
      );
  }

  nextMemberId(circuitId: string): string {
    const row = this.database
      .prepare('SELECT MAX(CAST(member_id AS INTEGER)) AS highest FROM members WHERE circuit_id = ?')
      .get(circuitId) as { highest: number | null };
    return String((row.highest ?? Number(circuitId) * 100) + 1);
  }

  saveMember(member: StoredMember): void {
    this.database
      .prepare(
        'UPDATE members SET email = ?, status = ?, failed_attempts = ?, blocked = ?, must_change_password = ?, document = ? WHERE member_id = ?',
      )
      .run(
        member.email,
        member.status,
        member.failedAttempts,
        member.blocked ? 1 : 0,
        member.mustChangePassword ? 1 : 0,
        JSON.stringify(member.document),
        member.memberId,
      );
  }

  setPassword(memberId: string, password: string): void {
    this.database
      .prepare('UPDATE members SET password_hash = ? WHERE member_id = ?')
      .run(hashPassword(password), memberId);
  }

  deleteMember(memberId: string): void {
    this.database.prepare('DELETE FROM members WHERE member_id = ?').run(memberId);
    this.database.prepare('DELETE FROM sessions WHERE member_id = ?').run(memberId);
  }

  openSession(memberId: string, lifetimes: SessionLifetimes, now = Date.now()): StoredSession {
    const session: StoredSession = {
      token: newToken(),
      refreshToken: newToken(),
      userSessionId: newToken(12),
      memberId,
      expiresAt: now + lifetimes.sessionMs,
      refreshExpiresAt: now + lifetimes.refreshMs,
    };
    this.database
      .prepare(
        'INSERT INTO sessions (token, refresh_token, user_session_id, member_id, expires_at, refresh_expires_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(
        session.token,
        session.refreshToken,
        session.userSessionId,
        memberId,
        session.expiresAt,
        session.refreshExpiresAt,
      );
    return session;
  }

  private sessionWhere(
    column: 'token' | 'refresh_token' | 'user_session_id',
    value: string,
  ): StoredSession | undefined {
    const row = this.database.prepare(`SELECT * FROM sessions WHERE ${column} = ?`).get(value) as
      | {
          token: string;
          refresh_token: string;
          user_session_id: string;
          member_id: string;
          expires_at: number;
          refresh_expires_at: number;
        }
      | undefined;
    return row
      ? {
          token: row.token,
          refreshToken: row.refresh_token,
          userSessionId: row.user_session_id,
          memberId: row.member_id,
          expiresAt: row.expires_at,
          refreshExpiresAt: row.refresh_expires_at,
        }
      : undefined;
  }

  /** A live session by its session token (or, version 1, its userSessionId). */
  liveSession(tokenOrSessionId: string, now = Date.now()): StoredSession | undefined {
    const session =
      this.sessionWhere('token', tokenOrSessionId) ?? this.sessionWhere('user_session_id', tokenOrSessionId);
    return session && session.expiresAt > now ? session : undefined;
  }

  /**
   * Refresh tokens rotate: a refresh closes the old session and opens a new one, so an old refresh
   * token (used twice, or stolen) no longer works. An expired refresh token is refused.
   */
  rotateSession(refreshToken: string, lifetimes: SessionLifetimes, now = Date.now()): StoredSession | undefined {
    const session = this.sessionWhere('refresh_token', refreshToken);
    if (!session) return undefined;
    this.database.prepare('DELETE FROM sessions WHERE token = ?').run(session.token);
    if (session.refreshExpiresAt <= now) return undefined;
    return this.openSession(session.memberId, lifetimes, now);
  }

  closeSession(tokenOrRefresh: string): void {
    this.database
      .prepare('DELETE FROM sessions WHERE token = ? OR refresh_token = ?')
      .run(tokenOrRefresh, tokenOrRefresh);
  }

  createResetCode(memberId: string, code: string, lifetimeMs: number, now = Date.now()): void {
    this.database
      .prepare('INSERT INTO reset_codes (code, member_id, expires_at) VALUES (?, ?, ?)')
      .run(code, memberId, now + lifetimeMs);
  }

  resetCodeMember(code: string, now = Date.now()): string | undefined {
    const row = this.database.prepare('SELECT member_id, expires_at FROM reset_codes WHERE code = ?').get(code) as
      { member_id: string; expires_at: number } | undefined;
    return row && row.expires_at > now ? row.member_id : undefined;
  }

  consumeResetCode(code: string): void {
    this.database.prepare('DELETE FROM reset_codes WHERE code = ?').run(code);
  }

  saveOrder(orderId: string, kind: string, memberId: string, document: unknown): void {
    this.database
      .prepare('INSERT INTO orders (order_id, kind, member_id, document) VALUES (?, ?, ?, ?)')
      .run(orderId, kind, memberId, JSON.stringify(document));
  }

  order(orderId: string): { kind: string; memberId: string; document: unknown; confirmed: boolean } | undefined {
    const row = this.database.prepare('SELECT * FROM orders WHERE order_id = ?').get(orderId) as
      { kind: string; member_id: string; document: string; confirmed: number } | undefined;
    return row
      ? {
          kind: row.kind,
          memberId: row.member_id,
          document: JSON.parse(row.document) as unknown,
          confirmed: row.confirmed === 1,
        }
      : undefined;
  }

  confirmOrder(orderId: string): void {
    this.database.prepare('UPDATE orders SET confirmed = 1 WHERE order_id = ?').run(orderId);
  }

  /** The sandbox "sends" e-mails (reset codes, activation codes) to this outbox. */
  sendMail(email: string, subject: string, body: string): void {
    this.database
      .prepare('INSERT INTO outbox (email, subject, body, created_at) VALUES (?, ?, ?, ?)')
      .run(email, subject, body, Date.now());
  }

  mailTo(email: string): { subject: string; body: string }[] {
    return this.database
      .prepare('SELECT subject, body FROM outbox WHERE email = ? COLLATE NOCASE ORDER BY id DESC LIMIT 20')
      .all(email) as unknown as { subject: string; body: string }[];
  }
}
