//! Standard output that ends quietly when the reader goes away (`... | head`):
//! `println!` panics on a broken pipe.

use std::io::Write;

/// Writes `text` to standard output. On a broken pipe the program ends at
/// once with `status`, saying nothing; any other write error is a message.
pub fn write(text: &str, status: u8) {
    let mut out = std::io::stdout().lock();
    let result = out.write_all(text.as_bytes()).and_then(|()| out.flush());
    match result {
        Ok(()) => {}
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => std::process::exit(status.into()),
        Err(e) => {
            eprintln!("flickwood-cli: cannot write the output: {e}");
            std::process::exit(2);
        }
    }
}

/// `println!` that ends quietly on a broken pipe.
macro_rules! outln {
    () => {
        $crate::output::write("\n", 0)
    };
    ($($arg:tt)*) => {
        $crate::output::write(&format!("{}\n", format_args!($($arg)*)), 0)
    };
}

/// `print!` that ends quietly on a broken pipe.
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::output::write(&format!($($arg)*), 0)
    };
}
