import ConstraintLayout
import LayoutTestSupport
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitCompatibility
#endif

// The ConstraintLayout README's code with UIKit's names as written and its
// placeholders filled: "Getting Started" with the views and the
// constraints of "Adding Views" and "Writing Constraints".

class MyView: UIView, DeclarativeLayout {

    init() {
        super.init(frame: .zero)
        prepareLayout()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var layout: Layout {
        Layout {
            myChildView
            myOtherChildView
            if myLayoutInput {
                myThirdChildView
            }
        } layout: { myChildView, myOtherChildView, myThirdChildView in
            myChildView.leading.equalToSuperview().offset(10)
            myOtherChildView.edges.equalTo(myChildView)
            // unfortunately it's necessary to have a little boilerplate here so we can use if-let.
            if let myThirdChildView = myThirdChildView.unwrapped {
                myThirdChildView.edges.equalToSuperview()
            }
            // and so on
        }
    }

    @LayoutInput
    var myLayoutInput = false

    let myChildView = UILabel()
    let myOtherChildView = UIView()
    let myThirdChildView = UIView()
}

@Suite struct ConstraintLayoutReadmeWithUIKitNamesTests {
    /// The label's intrinsic size, 10 in from the leading edge; the second
    /// view on it; the conditional one added, filling the host, and removed.
    @Test func theMinimalImplementation() {
        let host = MyView()
        host.frame = rect(0, 0, 200, 100)
        host.myChildView.text = "Hello"
        host.layoutIfNeeded()
        let label = host.myChildView.intrinsicContentSize
        #expect(host.subviews == [host.myChildView, host.myOtherChildView])
        #expect(host.myChildView.frame == rect(10, 0, label.width, label.height))
        #expect(host.myOtherChildView.frame == host.myChildView.frame)
        host.myLayoutInput = true
        host.layoutIfNeeded()
        #expect(host.subviews == [host.myChildView, host.myOtherChildView, host.myThirdChildView])
        #expect(host.myThirdChildView.frame == rect(0, 0, 200, 100))
        host.myLayoutInput = false
        host.layoutIfNeeded()
        #expect(host.myThirdChildView.superview == nil)
    }
}
