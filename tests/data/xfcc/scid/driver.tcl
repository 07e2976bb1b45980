# Drives Scid 4.7.4's own Xfcc client (the `namespace eval Xfcc` block of Debian's
# /usr/share/scid/tcl/tools/correspondence.tcl) in a plain tclsh, with stand-ins for the few
# calls it makes into Scid's Tk GUI. Used by tests/it/xfcc_scid.rs.
#
#   tclsh driver.tcl fetch XFCCRC STATEDIR INBOX
#       ReadConfig, then ProcessAll: GetMyGames for every server in XFCCRC, SOAPError, WritePGN
#       (one PGN file per game into INBOX) and PrintStatus (the state file in STATEDIR).
#   tclsh driver.tcl send XFCCRC STATEDIR NAME GAMEID MOVECOUNT MOVE COMMENT RESIGN ACCEPT OFFER CLAIM
#       ReadConfig, then Send: MakeAMove to the server called NAME, and SOAPError on the answer.
#
# Every line Scid writes to its correspondence console is printed as "console: …", every
# message box as "messagebox: …".

set correspondence /usr/share/scid/tcl/tools/correspondence.tcl
# (Kept in one array: the namespace's own `set xfccrcfile ""` would overwrite a global of that
# name, since Tcl 8 resolves a name it does not find in a namespace globally.)
lassign $argv ::driver(mode) ::driver(rc) ::driver(state)

# Stand-ins for what the Xfcc namespace expects from the Scid GUI.
proc tk {args} { return "x11" }
set ::scidVersion 4.7.4
set ::scidVersionDate "Jul 2022"
set scidVersionDate $::scidVersionDate
proc scidConfigFile {name} { return [file join $::driver(state) $name] }
namespace eval ::splash { proc add {args} {} }
namespace eval ::CorrespondenceChess {
    proc updateConsole {line} { puts "console: $line" }
}
proc tk_messageBox {args} {
    array set options $args
    puts "messagebox: $options(-title): $options(-message)"
}

package require http
package require tdom

# The Xfcc namespace: from its first line to the first line that closes it.
set f [open $::correspondence r]
set lines [split [read $f] "\n"]
close $f
set first [lsearch -exact $lines "namespace eval Xfcc \{"]
set last [lsearch -exact -start $first $lines "\}"]
if {$first < 0 || $last < 0} {
    puts stderr "no Xfcc namespace in $correspondence"
    exit 2
}
eval [join [lrange $lines $first $last] "\n"]
::http::config -useragent $::Xfcc::useragent

::Xfcc::ReadConfig $::driver(rc)
switch -- $::driver(mode) {
    fetch {
        set inbox [lindex $argv 3]
        ::Xfcc::ProcessAll $inbox
    }
    send {
        lassign [lrange $argv 3 end] name gameid movecount move comment resign accept offer claim
        ::Xfcc::Send $name $gameid $movecount $move $comment $resign $accept $offer $claim
    }
    default {
        puts stderr "unknown mode $::driver(mode)"
        exit 2
    }
}
