//! `cmn FILE... [--batch]`: finished crokinole records as Crokinole Match
//! Notation (CMN 1.0), for scoring apps. One record file gives one CMN
//! document; `--batch`, several files or a `records.json` shelf give one
//! CMN batch of every finished crokinole match in them.

use flickwood_core::export::cmn;
use flickwood_core::save::MatchRecord;
use flickwood_core::save::store::RecordShelf;

pub fn run(args: &[String]) -> Result<(), String> {
    let batch_flag = args.iter().any(|a| a == "--batch");
    let files: Vec<&String> = args.iter().filter(|a| *a != "--batch").collect();
    if files.is_empty() {
        return Err("cmn needs a record FILE (or a records.json) and may take --batch".into());
    }
    let mut records = Vec::new();
    let mut shelf = false;
    for path in &files {
        let bytes = crate::read_input(Some(path))?;
        match MatchRecord::from_json(&bytes) {
            Ok(r) => records.push(r),
            Err(as_record) => match RecordShelf::from_json(&bytes) {
                Ok((good, bad)) => {
                    if !bad.is_empty() {
                        eprintln!(
                            "flickwood-cli: {path}: {} record(s) left out ({})",
                            bad.len(),
                            bad[0].1
                        );
                    }
                    shelf = true;
                    records.extend(good);
                }
                Err(_) => return Err(format!("{path}: {as_record}")),
            },
        }
    }
    if batch_flag || shelf || records.len() > 1 {
        let b = cmn::batch(&records).map_err(|e| e.to_string())?;
        outln!("{}", b.to_json());
    } else {
        let doc = cmn::document(&records[0]).map_err(|e| format!("{}: {e}", files[0]))?;
        outln!("{}", doc.to_json());
    }
    Ok(())
}
