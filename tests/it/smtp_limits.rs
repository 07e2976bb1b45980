//! The SMTP listener under abuse, over real TCP on loopback: one client address holding its
//! maximum of connections does not keep out a client from another address (127.0.0.2 as a
//! second source address), the overall limit is a setting, a client that trickles bytes is cut
//! at its deadline (per command line, for the data, for the whole session) however often it
//! sends a byte, and idle connections are closed with 421 at their timeout, also in
//! `kingpost serve --smtp` with the timeout set by its environment variable.

use std::io::{BufRead, BufReader, ErrorKind, Read, Write};
use std::net::{IpAddr, SocketAddr, TcpStream};
use std::process::Stdio;
use std::time::{Duration, Instant};

use kingpost::config::{IntakeLimits, SmtpLimits};
use kingpost::db::DatabaseUrl;
use kingpost::doors::listener::{Listener, ListenerConfig};

use crate::server::{Server, kingpost};
use crate::support::{TestApp, free_port, fresh_sqlite, temp_dir};

/// A listener on a free loopback port (all addresses of 127/8) with `limits`.
fn listen(url: &DatabaseUrl, limits: SmtpLimits, intake: IntakeLimits) -> Listener {
    let pool = TestApp::on(url.clone()).pool.clone();
    let config = ListenerConfig {
        addr: "0.0.0.0:0".parse().unwrap(),
        name: "chess.example.org".into(),
        max_bytes: 64 * 1024,
        limits,
        intake,
    };
    Listener::start(config, pool).unwrap()
}

/// A connection to `port` on 127.0.0.1 from the source address `from` (any of 127/8).
pub fn connect_from(from: &str, port: u16) -> Conn {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_io()
        .build()
        .unwrap();
    let stream = runtime.block_on(async {
        let socket = tokio::net::TcpSocket::new_v4().unwrap();
        socket
            .bind(SocketAddr::new(from.parse::<IpAddr>().unwrap(), 0))
            .unwrap();
        let target: SocketAddr = ([127, 0, 0, 1], port).into();
        socket.connect(target).await.unwrap()
    });
    let stream = stream.into_std().unwrap();
    stream.set_nonblocking(false).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(15)))
        .unwrap();
    Conn {
        writer: stream.try_clone().unwrap(),
        reader: BufReader::new(stream),
    }
}

/// A raw SMTP client connection.
pub struct Conn {
    writer: TcpStream,
    reader: BufReader<TcpStream>,
}

impl Conn {
    /// The next reply's last line ("250 …"), or "" at the end of the connection.
    pub fn reply(&mut self) -> String {
        loop {
            let mut line = String::new();
            if self.reader.read_line(&mut line).unwrap() == 0 {
                return String::new();
            }
            if line.as_bytes().get(3) != Some(&b'-') {
                return line.trim_end().to_owned();
            }
        }
    }

    /// Sends a command line and reads the reply.
    pub fn send(&mut self, line: &str) -> String {
        self.writer
            .write_all(format!("{line}\r\n").as_bytes())
            .unwrap();
        self.reply()
    }

    /// Whether the server closed the connection (reads end of file, or the connection is reset).
    fn is_closed(&mut self) -> bool {
        let mut byte = [0u8; 1];
        match self.reader.read(&mut byte) {
            Ok(0) => true,
            Ok(_) => false,
            Err(e) => e.kind() == ErrorKind::ConnectionReset,
        }
    }

    /// Sends `bytes` one at a time every `pause` until the server answers (or 20 s pass);
    /// returns the answer and when it came.
    fn trickle(&mut self, bytes: &[u8], pause: Duration) -> (String, Duration) {
        let started = Instant::now();
        self.reader.get_ref().set_read_timeout(Some(pause)).unwrap();
        for byte in bytes.iter().cycle() {
            if started.elapsed() > Duration::from_secs(20) {
                break;
            }
            if self.writer.write_all(&[*byte]).is_err() {
                break;
            }
            let mut line = String::new();
            match self.reader.read_line(&mut line) {
                Ok(_) if !line.is_empty() => {
                    return (line.trim_end().to_owned(), started.elapsed());
                }
                Ok(_) => break,
                Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {}
                Err(_) => break,
            }
        }
        (String::new(), started.elapsed())
    }
}

fn limits(max: usize, per_client: usize, command_secs: u64) -> SmtpLimits {
    SmtpLimits {
        max_connections: max,
        max_connections_per_client: per_client,
        command_timeout: Duration::from_secs(command_secs),
        ..SmtpLimits::default()
    }
}

#[test]
fn one_address_at_its_maximum_does_not_keep_out_another_address() {
    let url = fresh_sqlite("smtp-per-client");
    let listener = listen(&url, limits(3, 2, 30), IntakeLimits::default());
    let port = listener.local_addr().port();
    let mut held: Vec<Conn> = (0..2).map(|_| connect_from("127.0.0.1", port)).collect();
    for conn in &mut held {
        assert!(conn.reply().starts_with("220 "));
    }
    let mut third = connect_from("127.0.0.1", port);
    let refused = third.reply();
    assert!(refused.starts_with("421 "), "{refused}");
    assert!(third.is_closed());

    let mut other = connect_from("127.0.0.2", port);
    assert!(
        other.reply().starts_with("220 "),
        "another address is served"
    );
    assert!(other.send("EHLO other.example").starts_with("250 "));
    assert!(other.send("MAIL FROM:<b@example.org>").starts_with("250 "));
    assert!(
        other
            .send("RCPT TO:<move+x@chess.example.org>")
            .starts_with("250 ")
    );
    assert!(other.send("DATA").starts_with("354 "));
    let stored = other.send("Message-ID: <other-1@example.org>\r\nSubject: e4\r\n\r\ne4\r\n.");
    assert!(stored.starts_with("250 "), "{stored}");

    // The overall limit (3) is reached now: a third address is told to come back later.
    let mut fourth = connect_from("127.0.0.3", port);
    let busy = fourth.reply();
    assert!(busy.starts_with("421 ") && busy.contains("busy"), "{busy}");
    drop(held);
    assert_eq!(other.send("QUIT").get(..3), Some("221"));
    // Closed connections free their places.
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let mut again = connect_from("127.0.0.1", port);
        let greeting = again.reply();
        if greeting.starts_with("220 ") {
            break;
        }
        assert!(Instant::now() < deadline, "{greeting}");
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[test]
fn a_client_trickling_a_command_is_cut_at_the_command_deadline() {
    let url = fresh_sqlite("smtp-trickle");
    let listener = listen(&url, limits(8, 4, 2), IntakeLimits::default());
    let mut conn = connect_from("127.0.0.1", listener.local_addr().port());
    assert!(conn.reply().starts_with("220 "));
    let (answer, after) = conn.trickle(b"NOOPNOOPNOOP", Duration::from_millis(250));
    assert!(answer.starts_with("421 "), "{answer:?} after {after:?}");
    assert!(
        after >= Duration::from_millis(1500) && after < Duration::from_secs(5),
        "cut at the 2 s deadline, not reset by each byte: {after:?}"
    );
    assert!(conn.is_closed());
}

#[test]
fn a_client_trickling_data_is_cut_at_the_data_deadline() {
    let url = fresh_sqlite("smtp-trickle-data");
    let smtp = SmtpLimits {
        data_timeout: Duration::from_secs(2),
        ..limits(8, 4, 30)
    };
    let listener = listen(&url, smtp, IntakeLimits::default());
    let mut conn = connect_from("127.0.0.1", listener.local_addr().port());
    conn.reply();
    conn.send("HELO a.example");
    conn.send("MAIL FROM:<a@example.org>");
    conn.send("RCPT TO:<move+x@chess.example.org>");
    assert!(conn.send("DATA").starts_with("354"));
    // Whole lines, one every 250 ms: each command line would be in time, the data is not.
    let (answer, after) = conn.trickle(b"Subject: x\r\n", Duration::from_millis(20));
    assert!(answer.starts_with("421 "), "{answer:?} after {after:?}");
    assert!(after < Duration::from_secs(5), "{after:?}");
    assert!(conn.is_closed());
}

#[test]
fn a_busy_client_is_cut_at_the_session_deadline() {
    let url = fresh_sqlite("smtp-session");
    let smtp = SmtpLimits {
        session_timeout: Duration::from_secs(2),
        ..limits(8, 4, 30)
    };
    let listener = listen(&url, smtp, IntakeLimits::default());
    let mut conn = connect_from("127.0.0.1", listener.local_addr().port());
    conn.reply();
    let started = Instant::now();
    let last = loop {
        let answer = conn.send("NOOP");
        if !answer.starts_with("250") || started.elapsed() > Duration::from_secs(10) {
            break answer;
        }
        std::thread::sleep(Duration::from_millis(200));
    };
    assert!(last.starts_with("421 "), "{last:?}");
    assert!(started.elapsed() < Duration::from_secs(5));
}

#[test]
fn idle_connections_are_closed_at_their_timeout_with_421() {
    let url = fresh_sqlite("smtp-idle");
    let listener = listen(&url, limits(8, 4, 1), IntakeLimits::default());
    let port = listener.local_addr().port();
    let started = Instant::now();
    let mut idle: Vec<Conn> = (0..4).map(|_| connect_from("127.0.0.1", port)).collect();
    for conn in &mut idle {
        assert!(conn.reply().starts_with("220 "));
        let bye = conn.reply();
        assert!(bye.starts_with("421 4.4.2"), "{bye:?}");
        assert!(conn.is_closed());
    }
    assert!(started.elapsed() < Duration::from_secs(5));
}

#[test]
fn serve_closes_idle_smtp_connections_at_the_configured_timeout() {
    let data = temp_dir("serve-smtp-idle");
    let (http, smtp) = (free_port(), free_port());
    let child = kingpost()
        .args(["serve", "--http", &format!("127.0.0.1:{http}")])
        .args(["--smtp", &format!("127.0.0.1:{smtp}"), "--data-dir"])
        .arg(&data)
        .env("KINGPOST_SMTP_COMMAND_TIMEOUT_SECONDS", "1")
        .env("KINGPOST_SMTP_MAX_CONNECTIONS_PER_CLIENT", "2")
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let _server = Server(child);
    crate::server::wait_for_health(http);
    let mut first = connect_from("127.0.0.1", smtp);
    let mut second = connect_from("127.0.0.1", smtp);
    assert!(first.reply().starts_with("220 "));
    assert!(second.reply().starts_with("220 "));
    assert!(connect_from("127.0.0.1", smtp).reply().starts_with("421 "));
    let started = Instant::now();
    assert!(first.reply().starts_with("421 4.4.2"));
    assert!(started.elapsed() < Duration::from_secs(4));
}
